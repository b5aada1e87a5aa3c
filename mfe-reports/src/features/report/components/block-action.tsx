// Block of a student row (spec 002 section 4): the admin kit's student block dialog (the price may be changed first,
// the summer deactivation month chosen); the report is read again after a new price and after the block (the row turns
// red).
import { useState } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { StudentBlockDialog } from '@abacus/admin-kit';
import type { StudentReportRow } from '../api/get-students';
import { useRefreshReport } from '../api/refresh-report';

export function BlockAction({ student }: { student: StudentReportRow }) {
  const { t } = useTranslation('reports');
  const [open, setOpen] = useState(false);
  const refresh = useRefreshReport();
  const name = student.full_name || student.email;
  return (
    <>
      <button type="button" className="ui-btn ui-btn--ghost report-action" onClick={() => setOpen(true)}>
        {t('report.block.action')}
      </button>
      {open && (
        <StudentBlockDialog
          id={student.id}
          name={name}
          onClose={() => setOpen(false)}
          onChanged={() => void refresh()}
        />
      )}
    </>
  );
}
