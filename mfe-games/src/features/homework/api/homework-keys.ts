// Query keys of the homework screen: one homework as one student sees it.
export const homeworkKeys = {
  all: ['homework'] as const,
  detail: (id: number, user: number) => ['homework', 'detail', id, user] as const,
};
