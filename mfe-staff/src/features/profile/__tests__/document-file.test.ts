import { FILE_TOO_LARGE, FILE_TYPE_REFUSED, NO_FILE_CHOSEN } from '@abacus/contract/messages';
import { documentFileError, fileSize } from '../model/document-file';

describe('a document chosen for upload (spec 002 section 5: "file add needs a chosen file")', () => {
  it('needs a file', () => {
    expect(documentFileError(null)).toBe(NO_FILE_CHOSEN);
    expect(documentFileError({ name: 'a.pdf', size: 0 })).toBe(NO_FILE_CHOSEN);
  });
  it('takes documents and scans, not pages or programs', () => {
    expect(documentFileError({ name: 'Contract.PDF', size: 10 })).toBeNull();
    expect(documentFileError({ name: 'scan.jpeg', size: 10 })).toBeNull();
    expect(documentFileError({ name: 'page.html', size: 10 })).toBe(FILE_TYPE_REFUSED);
    expect(documentFileError({ name: 'run.exe', size: 10 })).toBe(FILE_TYPE_REFUSED);
  });
  it('refuses more than 10 MB', () => {
    expect(documentFileError({ name: 'big.pdf', size: 10 * 1024 * 1024 + 1 })).toBe(FILE_TOO_LARGE);
  });
  it('reads sizes', () => {
    expect(fileSize(512)).toBe('512 B');
    expect(fileSize(1536)).toBe('1.5 KB');
    expect(fileSize(3 * 1024 * 1024)).toBe('3.0 MB');
  });
});
