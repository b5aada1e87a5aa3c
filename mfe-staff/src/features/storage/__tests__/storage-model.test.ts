import { STORAGE_FILE_MAX_BYTES, STORAGE_EXTENSIONS } from '@abacus/contract/storage-schema';
import { FILE_TYPE_REFUSED, NO_FILE_CHOSEN, STORAGE_FILE_TOO_LARGE } from '@abacus/contract/messages';
import { downloadPath, fileSize, STORAGE_ACCEPT, storageFileError } from '../model/storage-file';
import { backTarget, folderFromQuery, folderSearch, folderTrail } from '../model/storage-folder';

const query = (search: string) => new URLSearchParams(search);

describe('the open folder in the URL (spec 002 "Storage screen")', () => {
  it('reads ?folder=ID, and the top level for none or anything that is not an id', () => {
    expect(folderFromQuery(query('?folder=12'))).toBe(12);
    expect(folderFromQuery(query('folder=7&x=1'))).toBe(7);
    for (const bad of [
      '',
      '?folder=',
      '?folder=0',
      '?folder=-3',
      '?folder=1.5',
      '?folder=abc',
      '?folder=99999999999',
    ]) {
      expect(folderFromQuery(query(bad))).toBeNull();
    }
  });

  it('links to another folder, or to the top level', () => {
    expect(folderSearch(5)).toBe('?folder=5');
    expect(folderSearch(null)).toBe('');
  });

  it('builds the path line once, whether or not the path holds the open folder', () => {
    const steps = [
      { id: 1, name: 'Books' },
      { id: 4, name: 'Level 2' },
    ];
    expect(folderTrail({ id: 9, name: 'Tests', path: steps })).toEqual([...steps, { id: 9, name: 'Tests' }]);
    expect(folderTrail({ id: 9, name: 'Tests', path: [...steps, { id: 9, name: 'Tests' }] })).toEqual([
      ...steps,
      { id: 9, name: 'Tests' },
    ]);
    expect(folderTrail({ id: 1, name: 'Books', path: [] })).toEqual([{ id: 1, name: 'Books' }]);
  });

  it('sends the back tile to the parent, or to the top when there is none', () => {
    const path = [
      { id: 1, name: 'Books' },
      { id: 4, name: 'Level 2' },
    ];
    expect(backTarget({ parent: 4, path })).toEqual({ id: 4, name: 'Level 2' });
    expect(backTarget({ parent: 4, path: [] })).toEqual({ id: 4, name: '' });
    expect(backTarget({ parent: null, path: [{ id: 1, name: 'Books' }] })).toBeNull();
  });
});

describe('a material chosen for upload (spec 002 section 5: "file add needs a chosen file")', () => {
  it('needs a file', () => {
    expect(storageFileError(undefined)).toBe(NO_FILE_CHOSEN);
    expect(storageFileError(null)).toBe(NO_FILE_CHOSEN);
    expect(storageFileError({ name: 'plan.pdf', size: 0 })).toBe(NO_FILE_CHOSEN);
  });

  it('takes the contract’s teaching materials, whatever the case of the extension', () => {
    for (const ext of STORAGE_EXTENSIONS) expect(storageFileError({ name: `a.${ext}`, size: 10 })).toBeNull();
    expect(storageFileError({ name: 'Song.MP3', size: 10 })).toBeNull();
    expect(storageFileError({ name: 'lesson.final.PPTX', size: 10 })).toBeNull();
  });

  it('refuses pages, pictures that can run scripts, programs and names without an extension', () => {
    for (const name of ['page.html', 'logo.svg', 'run.exe', 'script.js', 'README', 'archive.tar.gz', 'pdf']) {
      expect(storageFileError({ name, size: 10 })).toBe(FILE_TYPE_REFUSED);
    }
  });

  it('refuses more than 50 MB, and takes exactly 50 MB', () => {
    expect(storageFileError({ name: 'film.mp4', size: STORAGE_FILE_MAX_BYTES })).toBeNull();
    expect(storageFileError({ name: 'film.mp4', size: STORAGE_FILE_MAX_BYTES + 1 })).toBe(STORAGE_FILE_TOO_LARGE);
  });

  it('offers the same extensions in the file picker', () => {
    expect(STORAGE_ACCEPT.split(',')).toEqual(STORAGE_EXTENSIONS.map((ext) => `.${ext}`));
  });
});

describe('a file on its tile', () => {
  it('reads its size in the units a person reads, in the language’s digits', () => {
    expect(fileSize(0)).toEqual({ amount: '0', unit: 'B' });
    expect(fileSize(512)).toEqual({ amount: '512', unit: 'B' });
    expect(fileSize(1536)).toEqual({ amount: '1.5', unit: 'KB' });
    expect(fileSize(3 * 1024 * 1024)).toEqual({ amount: '3.0', unit: 'MB' });
    expect(fileSize(STORAGE_FILE_MAX_BYTES)).toEqual({ amount: '50.0', unit: 'MB' });
    expect(fileSize(5 * 1024 ** 3)).toEqual({ amount: '5.0', unit: 'GB' });
    expect(fileSize(1536, 'de')).toEqual({ amount: '1,5', unit: 'KB' });
  });

  it('downloads from its link relative to the API base', () => {
    expect(downloadPath('storage/files/12/download')).toBe('storage/files/12/download');
    expect(downloadPath('/api/v1/storage/files/12/download')).toBe('storage/files/12/download');
    expect(downloadPath('api/v1/storage/files/12/download')).toBe('storage/files/12/download');
    expect(downloadPath('https://school.example/api/v1/storage/files/12/download')).toBe('storage/files/12/download');
  });
});
