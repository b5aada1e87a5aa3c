// The shared dialog: Escape closes it, except from a field being typed in (Escape in a date field dropped a whole
// discount form: an upper-staff pass); a click beside it closes it.
import { fireEvent, render, screen } from '@testing-library/react';
import { Modal } from '../ui/modal';

it('Escape closes the dialog, but not from a field being typed in', () => {
  const close = jest.fn();
  render(
    <Modal title="Add discount" onClose={close}>
      <input aria-label="Start" />
      <input aria-label="Agree" type="checkbox" />
      <textarea aria-label="Note" />
    </Modal>,
  );
  fireEvent.keyDown(screen.getByLabelText('Start'), { key: 'Escape' });
  fireEvent.keyDown(screen.getByLabelText('Note'), { key: 'Escape' });
  expect(close).not.toHaveBeenCalled();
  fireEvent.keyDown(screen.getByLabelText('Agree'), { key: 'Escape' });
  expect(close).toHaveBeenCalledTimes(1);
  fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
  expect(close).toHaveBeenCalledTimes(2);
});
