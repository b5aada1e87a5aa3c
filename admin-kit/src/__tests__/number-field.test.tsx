// The kit's number field keeps the spec's clamps (a negative number becomes 0, a value over the field's maximum becomes
// the maximum) and says what it did under the field until the next change (a tester's pass, 2026-12-02: a first
// month's cost of -100 became a free month without a word).
import { fireEvent, render, screen } from '@testing-library/react';
import { z } from 'zod';
import { i18n } from '@abacus/shared';
import { NumberField, SchemaForm, useSchemaForm } from '../index';
import texts from '../locales/en.json';

beforeAll(() => {
  i18n.addResourceBundle('en', 'admin', texts, true, true);
});

function PercentForm() {
  const form = useSchemaForm(z.object({ royalty: z.string() }), { royalty: '' });
  return (
    <SchemaForm form={form} submitLabel="Save" onSubmit={() => undefined}>
      <NumberField name="royalty" label="Royalty" hint="A percentage" max={100} />
    </SchemaForm>
  );
}

it('clamps a negative or too large number and says so until the next change', () => {
  render(<PercentForm />);
  const field = screen.getByLabelText('Royalty');
  expect(screen.getByText('A percentage')).toBeInTheDocument();
  fireEvent.change(field, { target: { value: '-5' } });
  expect(field).toHaveValue(0);
  expect(screen.getByText('Changed to 0: the limit of this field.')).toBeInTheDocument();
  expect(field).toHaveAccessibleDescription('Changed to 0: the limit of this field.');
  fireEvent.change(field, { target: { value: '150' } });
  expect(field).toHaveValue(100);
  expect(screen.getByText('Changed to 100: the limit of this field.')).toBeInTheDocument();
  fireEvent.change(field, { target: { value: '12' } });
  expect(field).toHaveValue(12);
  expect(screen.queryByText(/Changed to/)).not.toBeInTheDocument();
  expect(screen.getByText('A percentage')).toBeInTheDocument();
});
