// GET users/user/{id|me}/profile: whose report the screen shows (its heading, and the id every tab reads with).
import { useQuery } from '@abacus/shared/query';
import type { StaffProfile } from '@abacus/contract/staff-profile-schema';
import { api, fullName, type Role } from '@abacus/shared';
import type { ReportTarget } from '../model/report-target';

export interface ReportOwner {
  id: number;
  role: Role;
  name: string;
}

async function getReportOwner(target: ReportTarget): Promise<ReportOwner> {
  const { data } = await api.get<StaffProfile>(`users/user/${target}/profile`);
  return { id: data.id, role: data.role, name: fullName(data) || data.email };
}

export const useReportOwner = (target: ReportTarget) =>
  useQuery({ queryKey: ['report-owner', target], queryFn: () => getReportOwner(target) });
