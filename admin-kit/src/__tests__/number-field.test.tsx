// The kit's number field keeps the spec's clamps (a negative number becomes 0, a value over the field's maximum becomes
// the maximum) and says what it did under the field until the next change (a tester's pass, 2026-12-02: a first
// month's cost of -100 became a free month without a word).
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { z } from 'zod';
import { i18n } from '@abacus/shared';
import { NumberField, SchemaForm, useSchemaForm } from '../index';
import texts from '../locales/en.json';

beforeAll(() => {
  i18n.addResourceBundle('en', 'admin', texts, true, true);
});

function PercentForm({ onSubmit = () => undefined }: { onSubmit?: (values: { royalty: string }) => void }) {
  const form = useSchemaForm(z.object({ royalty: z.string() }), { royalty: '' });
  return (
    <SchemaForm form={form} submitLabel="Save" onSubmit={onSubmit}>
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

it('holds the first save after a clamp, says why and shows the field; the next save goes (150 % was saved as 100)', async () => {
  const saved = jest.fn();
  render(<PercentForm onSubmit={saved} />);
  const field = screen.getByLabelText('Royalty');
  fireEvent.change(field, { target: { value: '150' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByTestId('clamp-held')).toHaveTextContent('A number was changed to the limit of its field');
  expect(field).toHaveFocus();
  expect(saved).not.toHaveBeenCalled();
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
  expect(saved.mock.calls[0][0]).toEqual({ royalty: '100' });
  expect(screen.queryByTestId('clamp-held')).not.toBeInTheDocument();
  // Typed within the limit: saved at once.
  fireEvent.change(field, { target: { value: '12' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(saved).toHaveBeenCalledTimes(2));
});

it('typing on after a clamp keeps its note and its held save ("-20": "-2" became 0, then "00" saved at once)', async () => {
  const saved = jest.fn();
  render(<PercentForm onSubmit={saved} />);
  const field = screen.getByLabelText('Royalty');
  fireEvent.change(field, { target: { value: '-2' } });
  fireEvent.change(field, { target: { value: '00' } });
  expect(screen.getByText('Changed to 0: the limit of this field.')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByTestId('clamp-held')).toBeInTheDocument();
  expect(saved).not.toHaveBeenCalled();
});
