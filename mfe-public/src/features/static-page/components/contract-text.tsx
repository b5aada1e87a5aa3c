// The learning contract (the public_contract static page), exposed as ./contract: the student area shows the same
// text the super franchise edits. It brings its own query client, as it is drawn inside another remote.
import { QueryProvider } from '@/lib/query/query-provider';
import { useStaticPage } from '../api/get-static-page';
import { StaticPageText } from './static-page-text';

function Contract() {
  return <StaticPageText query={useStaticPage('public_contract')} testId="contract" />;
}

export function ContractText() {
  return (
    <QueryProvider>
      <Contract />
    </QueryProvider>
  );
}

export default ContractText;
