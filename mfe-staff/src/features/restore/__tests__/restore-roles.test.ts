import { readRoles, restoreChoice, restoreRolesFor } from '../model/restore-roles';

describe('the restore screen by rank (spec 002 "Restore screen")', () => {
  it('shows the role checkboxes the viewer may use', () => {
    expect(restoreRolesFor('super_franchise')).toEqual([
      'master_franchise',
      'franchise',
      'teacher',
      'parent',
      'student',
    ]);
    expect(restoreRolesFor('master_franchise')).toEqual(['franchise', 'teacher', 'parent', 'student']);
    expect(restoreRolesFor('franchise')).toEqual(['teacher', 'parent', 'student']);
    expect(restoreRolesFor('teacher')).toEqual(['parent', 'student']);
    expect(restoreRolesFor('parent')).toEqual([]);
  });

  it('keeps only allowed roles from the URL', () => {
    expect(readRoles('student,franchise,nobody', 'teacher')).toEqual(['student']);
    expect(readRoles(null, 'teacher')).toEqual([]);
  });

  it('asks a group for a student, the parent above for a teacher or a franchise, unless the viewer is that parent', () => {
    expect(restoreChoice('student', 'teacher')).toEqual({ kind: 'group' });
    expect(restoreChoice('teacher', 'master_franchise')).toEqual({ kind: 'parent', role: 'franchise' });
    expect(restoreChoice('teacher', 'franchise')).toEqual({ kind: 'none' });
    expect(restoreChoice('franchise', 'super_franchise')).toEqual({ kind: 'parent', role: 'master_franchise' });
    expect(restoreChoice('parent', 'teacher')).toEqual({ kind: 'none' });
    expect(restoreChoice('master_franchise', 'super_franchise')).toEqual({ kind: 'none' });
  });
});
