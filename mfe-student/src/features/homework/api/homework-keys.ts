// Query keys of the homework puzzle: everything under ['homework'].
export const homeworkKeys = {
  all: ['homework'] as const,
  month: (studentId: number, year: number, month: number) => ['homework', 'list', studentId, year, month] as const,
  puzzleImage: (slide: number) => ['homework', 'puzzle-image', slide] as const,
};
