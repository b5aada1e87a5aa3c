export const TABS = [
  { key: 'dashboard', to: '/dashboard-student' },
  { key: 'homework', to: '/dashboard-student/homework' },
  { key: 'shop', to: '/dashboard-student/shop' },
  { key: 'training', to: '/dashboard-student/training' },
] as const;

export const isTabActive = (to: string, pathname: string) =>
  to === '/dashboard-student' ? pathname.replace(/\/$/, '') === to : pathname.startsWith(to);
