// The header title, built from the route and the role (spec 002 "Shell"). Returns an i18n key.
const LIST_TITLES: Record<string, string> = {
  master_franchise: 'menu.masterFranchises',
  franchise: 'menu.franchises',
  teacher: 'menu.teachers',
  group: 'menu.groups',
  student: 'menu.students',
  parent: 'menu.parents',
};

export function pageTitleKey(pathname: string): string {
  const parts = pathname
    .replace(/^\/dashboard\/?/, '')
    .split('/')
    .filter(Boolean);
  const [section, param, sub] = parts;
  switch (section) {
    case 'list':
      return sub === 'deactivated' ? 'title.deactivated' : (LIST_TITLES[param] ?? 'title.dashboard');
    case 'add':
      return 'title.add';
    case 'profile':
      if (sub === 'homework') return 'title.homework';
      return param === 'me' ? 'title.myProfile' : 'title.profile';
    case 'group':
      return sub === 'homework' ? 'title.homework' : 'title.group';
    case 'reports':
      return 'menu.finance';
    case 'restore':
      return 'menu.restore';
    case 'lessons':
    case 'lesson':
      return 'menu.lessons';
    case 'storage':
      return 'menu.materials';
    case 'settings':
      return 'menu.settings';
    default:
      return 'title.dashboard';
  }
}
