// The form kit's frame: a failure that belongs to no field stays until the user changes the form, then goes (a tester
// saw an old "Not enough i$ on the balance." under a new "Enter a number"); a new failure shows again.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { z } from 'zod';
import { i18n } from '@abacus/shared';
import { NOT_ENOUGH_INDIGO } from '@abacus/contract/messages';
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
