import { IMAGE_TOO_LARGE, IMAGE_TYPE_REFUSED, NO_FILE_CHOSEN } from '@abacus/contract/messages';
import {
  BACKGROUND_MAX_BYTES,
  contactSettingsForm,
  DEFAULT_PUBLIC_SETTINGS,
  type Settings,
} from '@abacus/contract/settings-schema';
import { backgroundFileMessage, changedSettings, settingsFormValues } from '../model/settings-form';

const SETTINGS: Settings = {
  ...DEFAULT_PUBLIC_SETTINGS,
  contact_email: 'hello@abacus-school.online',
  backgrounds: { landing: '/media/backgrounds/a.png', games: null },
  updated: '2026-03-01T10:00:00.000Z',
};

describe('the Settings form', () => {
  it('starts from the stored contact fields only', () => {
    const values = settingsFormValues(SETTINGS);
    expect(values).toEqual({
      contact_email: 'hello@abacus-school.online',
      phone: '',
      address: '',
      franchise_email: 'franchise@abacus-school.online',
      facebook: 'https://www.facebook.com/abacus.school.online',
      instagram: 'https://www.instagram.com/abacus.school.online',
      youtube: 'https://www.youtube.com/@abacus-school-online',
      telegram: 'https://t.me/abacus_school_online',
    });
  });

  it('sends only what changed, as the schema cleaned it', () => {
    const saved = settingsFormValues(SETTINGS);
    const parsed = contactSettingsForm.parse({
      ...saved,
      contact_email: ' HELLO@abacus-school.online ',
      phone: '+48 22 123 45 67',
      telegram: '',
    });
    expect(changedSettings(parsed, saved)).toEqual({ phone: '+48 22 123 45 67', telegram: '' });
    expect(changedSettings(contactSettingsForm.parse(saved), saved)).toEqual({});
  });

  it('checks links, e-mails and the phone by the contract', () => {
    const saved = settingsFormValues(SETTINGS);
    // The first message of each field, as the form and the server show it.
    const errors = (values: Record<string, string>) =>
      contactSettingsForm
        .safeParse({ ...saved, ...values })
        .error?.issues.map((i) => [i.path[0], i.message])
        .filter(([field], index, all) => all.findIndex(([other]) => other === field) === index);
    expect(errors({ facebook: 'http://facebook.com/x' })).toEqual([
      ['facebook', 'Enter a valid address starting with https://'],
    ]);
    expect(errors({ franchise_email: '' })).toEqual([['franchise_email', 'Field required']]);
    expect(errors({ phone: 'call us' })).toEqual([['phone', 'The phone number entered is not valid']]);
    expect(errors({ contact_email: '', phone: '', address: '', instagram: '' })).toBeUndefined();
  });

  it('refuses a chosen background that is not a JPEG or PNG, or over 5 MB, before sending it', () => {
    expect(backgroundFileMessage(undefined)).toBe(NO_FILE_CHOSEN);
    expect(backgroundFileMessage({ type: 'image/gif', size: 10 })).toBe(IMAGE_TYPE_REFUSED);
    expect(backgroundFileMessage({ type: 'image/svg+xml', size: 10 })).toBe(IMAGE_TYPE_REFUSED);
    expect(backgroundFileMessage({ type: 'image/png', size: BACKGROUND_MAX_BYTES + 1 })).toBe(IMAGE_TOO_LARGE);
    expect(backgroundFileMessage({ type: 'image/jpeg', size: BACKGROUND_MAX_BYTES })).toBeNull();
  });
});
