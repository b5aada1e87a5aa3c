// Query keys of the character egg: everything under ['egg'].
export const eggKeys = {
  all: ['egg'] as const,
  answerTotals: (user: number) => ['egg', 'answer-totals', user] as const,
  purchased: (user: number) => ['egg', 'purchased', user] as const,
  randomVideo: () => ['egg', 'random-video'] as const,
};
