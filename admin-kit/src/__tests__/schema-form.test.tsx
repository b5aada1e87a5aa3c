// The form kit's frame: a failure that belongs to no field stays until the user changes the form, then goes (a tester
// saw an old "Not enough i$ on the balance." under a new "Enter a number"); a new failure shows again.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { z } from 'zod';
import { i18n } from '@abacus/shared';
import { NOT_ENOUGH_INDIGO } from '@abacus/contract/messages';
import { ConfirmActions } from '../dialog/confirm-dialog';
import { SchemaForm, TextField, useSchemaForm } from '../index';
import texts from '../locales/en.json';

beforeAll(() => {
  i18n.addResourceBundle('en', 'admin', texts, true, true);
});

const schema = z.object({ amount: z.string() });

function AmountForm() {
  const form = useSchemaForm(schema, { amount: '' });
  const [failure, setFailure] = useState<string>();
  return (
    <SchemaForm
      form={form}
      submitLabel="Save"
      formError={failure}
      onSubmit={async () => {
        setFailure(undefined);
        setFailure(NOT_ENOUGH_INDIGO);
      }}
    >
      <TextField name="amount" label="Amount" />
    </SchemaForm>
  );
}

it('hides a failure once the form is changed, and shows the next one', async () => {
  const user = userEvent.setup();
  render(<AmountForm />);
  await user.type(screen.getByLabelText('Amount'), '-50');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(texts.messages.notEnoughIndigo)).toBeInTheDocument();
  await user.type(screen.getByLabelText('Amount'), '0');
  expect(screen.queryByText(texts.messages.notEnoughIndigo)).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(texts.messages.notEnoughIndigo)).toBeInTheDocument();
});

function FormAndConfirm({ sent, confirmed }: { sent: () => void; confirmed: () => void }) {
  const form = useSchemaForm(schema, { amount: '5' });
  return (
    <>
      <SchemaForm form={form} submitLabel="Send" onSubmit={sent}>
        <TextField name="amount" label="Amount" />
      </SchemaForm>
      <ConfirmActions confirmLabel="Delete" onConfirm={confirmed} onCancel={() => undefined} />
    </>
  );
}

it('a double-click is one submission, and one confirm (a notification was sent twice, a discount deleted twice)', async () => {
  const sent = jest.fn();
  const confirmed = jest.fn();
  const user = userEvent.setup();
  render(<FormAndConfirm sent={sent} confirmed={confirmed} />);
  await user.dblClick(screen.getByRole('button', { name: 'Send' }));
  await user.dblClick(screen.getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
  expect(confirmed).toHaveBeenCalledTimes(1);
  // Enter, and a later single click, still act.
  await user.click(screen.getByRole('button', { name: 'Delete' }));
  expect(confirmed).toHaveBeenCalledTimes(2);
});
