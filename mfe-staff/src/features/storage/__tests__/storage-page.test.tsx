import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, type AxiosRequestConfig } from 'axios';
import { MemoryRouter, Route, Routes, useLocation } from '@abacus/shared/router';
import { QueryClientProvider, createQueryClient } from '@abacus/shared/query';
import { loadAdminTexts } from '@abacus/admin-kit';
import { FOLDER_HOLDS_OTHERS, FOLDER_NAME_TAKEN } from '@abacus/contract/messages';
import type { StorageFile, StorageFolder, StorageFolderDetail } from '@abacus/contract/storage-schema';
import { api, i18n, type Notice, notice$, type Profile, session$ } from '@abacus/shared';
import common from '@abacus/shared/i18n/locales/en.json';
import { StoragePage } from '../components/storage-page';
import texts from '../locales/en.json';

const TEACHER = {
  id: 3,
  email: 'teacher@demo.school',
  role: 'teacher',
  first_name: 'Iryna',
  last_name: 'S',
  photo: null,
  birthday: null,
  indigo_dollars: '0.00',
  is_free: false,
  notification: '',
  timezone: 'UTC',
  phone_number: null,
  middle_name: '',
  default_language: 'en',
  parent: null,
  group: null,
  is_active: true,
} as Profile;
const PARENT = { ...TEACHER, id: 8, role: 'parent' } as Profile;

const LONG = 'Mental arithmetic for the first year of school.pdf';
const folder = (id: number, name: string, parent: number | null, can_delete = true): StorageFolder => ({
  id,
  name,
  parent,
  owner: 'Iryna S',
  can_delete,
});
const file = (id: number, name: string, folderId: number | null, can_delete = true): StorageFile => ({
  id,
  name,
  folder: folderId,
  size: 1536,
  link: `storage/files/${id}/download`,
  owner: 'Olga K',
  created: '2026-03-05T10:00:00Z',
  can_delete,
});
const BOOKS: StorageFolderDetail = { ...folder(4, 'Books', null), path: [{ id: 4, name: 'Books' }] };
const LEVEL: StorageFolderDetail = {
  ...folder(9, 'Level 2', 4),
  path: [
    { id: 4, name: 'Books' },
    { id: 9, name: 'Level 2' },
  ],
};

const ok = (data: unknown, status = 200) => ({ data, status, statusText: '', headers: {}, config: {} as never });
const failure = (status: number, data: unknown) =>
  new AxiosError('failed', String(status), undefined, null, { ...ok(data, status) });

/** The fake server: folders and files by parent, folder details by id; unknown calls fail the test. */
function fakeServer(tree: {
  folders: Record<string, StorageFolder[]>;
  files: Record<string, StorageFile[]>;
  details?: Record<number, StorageFolderDetail>;
}) {
  const key = (config?: AxiosRequestConfig) =>
    String((config?.params as { folder?: number } | undefined)?.folder ?? 'top');
  return jest.spyOn(api, 'get').mockImplementation(async (url: string, config?: AxiosRequestConfig) => {
    if (url === 'storage/folders/') return ok(tree.folders[key(config)] ?? []);
    if (url === 'storage/files/') return ok(tree.files[key(config)] ?? []);
    const id = /^storage\/folders\/(\d+)\/$/.exec(url)?.[1];
    if (id) {
      const detail = tree.details?.[Number(id)];
      if (!detail) throw failure(404, { detail: 'Not found.' });
      return ok(detail);
    }
    throw new Error(`unexpected GET ${url}`);
  });
}

const TREE = {
  folders: {
    top: [folder(4, 'Books', null), folder(5, 'Shared by the owner', null, false)],
    4: [folder(9, 'Level 2', 4)],
  },
  files: { top: [file(12, LONG, null), file(13, 'rules.txt', null, false)], 9: [file(20, 'test.docx', 9)] },
  details: { 4: BOOKS, 9: LEVEL },
};

function Location() {
  const { search } = useLocation();
  return <output data-testid="location">{search}</output>;
}

function renderPage(url = '/dashboard/storage', viewer: Profile = TEACHER) {
  session$.next({ token: 'test-token', profile: viewer });
  const client = createQueryClient({ queries: { retry: false } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/dashboard/storage" element={<StoragePage />} />
        </Routes>
        <Location />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

let toasts: Notice[] = [];
let stopToasts = () => {};
beforeAll(async () => {
  const admin = (await loadAdminTexts('en')) as { default?: object };
  i18n.addResourceBundle('en', 'common', common, true, true);
  i18n.addResourceBundle('en', 'admin', admin.default ?? admin, true, true);
  i18n.addResourceBundle('en', 'staff', texts, true, true);
});
beforeEach(() => {
  toasts = [];
  const sub = notice$.subscribe((notice) => toasts.push(notice));
  stopToasts = () => sub.unsubscribe();
});
afterEach(() => {
  stopToasts();
  jest.restoreAllMocks();
});

const grid = () => screen.getByRole('list', { name: 'Folders and files' });

describe('the Materials screen at the top level', () => {
  it('shows folder tiles, then file tiles, with shortened names and full accessible names', async () => {
    const get = fakeServer(TREE);
    renderPage();
    await screen.findByRole('link', { name: 'Open the folder Books' });
    const tiles = within(grid()).getAllByRole('listitem');
    expect(tiles).toHaveLength(4);
    expect(tiles.map((tile) => tile.dataset.testid)).toEqual([
      'storage-folder',
      'storage-folder',
      'storage-file',
      'storage-file',
    ]);
    expect(screen.queryByRole('link', { name: /^Back/ })).not.toBeInTheDocument();
    const long = within(tiles[2] as HTMLElement).getByTitle(LONG);
    expect(long.textContent).toHaveLength(34);
    expect(long).toHaveTextContent(/…\.pdf$/);
    expect(tiles[2]).toHaveTextContent('1.5 KB · 05.03.2026');
    expect(tiles[2]).toHaveTextContent('Olga K');
    expect(screen.getByRole('button', { name: `Download ${LONG}` })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Delete the file ${LONG}` })).toBeInTheDocument();
    // can_delete false: no delete control
    expect(screen.queryByRole('button', { name: 'Delete the file rules.txt' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete the folder Shared by the owner' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete the folder Books' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create folder' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('storage/folders/', {});
    expect(get).toHaveBeenCalledWith('storage/files/', {});
  });

  it('opens a folder by keyboard into the URL, with a back tile and the path line', async () => {
    const get = fakeServer(TREE);
    const user = userEvent.setup();
    renderPage();
    const books = await screen.findByRole('link', { name: 'Open the folder Books' });
    books.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('?folder=4');
    const level = await screen.findByRole('link', { name: 'Open the folder Level 2' });
    expect(get).toHaveBeenCalledWith('storage/folders/', { params: { folder: 4 } });
    expect(get).toHaveBeenCalledWith('storage/folders/4/');
    const path = screen.getByRole('navigation', { name: 'Folder path' });
    expect(within(path).getByRole('link', { name: 'All materials' })).toBeInTheDocument();
    expect(within(path).getByText('Books')).toHaveAttribute('aria-current', 'page');
    const back = screen.getByRole('link', { name: 'Back to all materials' });
    expect(within(grid()).getAllByRole('listitem')[0]).toContainElement(back);

    await user.click(level);
    expect(await screen.findByText('test.docx')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('?folder=9');
    await user.click(screen.getByRole('link', { name: 'Back to the folder Books' }));
    expect(screen.getByTestId('location')).toHaveTextContent('?folder=4');
    expect(await screen.findByRole('link', { name: 'Open the folder Level 2' })).toBeInTheDocument();
  });

  it('says when a folder is empty, and keeps its back tile', async () => {
    fakeServer({ ...TREE, details: { 5: { ...folder(5, 'Shared by the owner', null, false), path: [] } } });
    renderPage('/dashboard/storage?folder=5');
    expect(await screen.findByTestId('storage-empty')).toHaveTextContent('This folder is empty');
    expect(within(grid()).getByRole('link', { name: 'Back to all materials' })).toBeInTheDocument();
  });

  it('says when there are no materials at all', async () => {
    fakeServer({ folders: {}, files: {} });
    renderPage();
    expect(await screen.findByTestId('storage-empty')).toHaveTextContent('No materials yet');
    expect(screen.queryByRole('list', { name: 'Folders and files' })).not.toBeInTheDocument();
  });

  it('shows a parent the materials read-only', async () => {
    fakeServer(TREE);
    renderPage('/dashboard/storage', PARENT);
    await screen.findByRole('link', { name: 'Open the folder Books' });
    expect(screen.queryByRole('button', { name: 'Upload' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create folder' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download rules.txt' })).toBeInTheDocument();
  });

  it('shows a failed list as an error with a retry', async () => {
    jest.spyOn(api, 'get').mockRejectedValue(failure(500, {}));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error has occurred');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('answers an unknown folder with the error and a link to the top', async () => {
    fakeServer(TREE);
    const user = userEvent.setup();
    renderPage('/dashboard/storage?folder=77');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This folder does not exist or is not available to you.',
    );
    expect(screen.queryByRole('button', { name: 'Upload' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to all materials' }));
    expect(screen.getByTestId('location')).toHaveTextContent('');
    expect(await screen.findByRole('link', { name: 'Open the folder Books' })).toBeInTheDocument();
  });
});

describe('changing the materials', () => {
  it('creates a folder in the open folder: a name is needed, the server’s refusal shows on the field', async () => {
    fakeServer(TREE);
    const post = jest
      .spyOn(api, 'post')
      .mockRejectedValueOnce(failure(400, { name: [FOLDER_NAME_TAKEN] }))
      .mockResolvedValueOnce(ok(folder(30, 'Tests', 4), 201));
    const user = userEvent.setup();
    renderPage('/dashboard/storage?folder=4');
    await user.click(await screen.findByRole('button', { name: 'Create folder' }));
    const dialog = screen.getByRole('dialog', { name: 'New folder' });
    const name = within(dialog).getByLabelText(/Folder name/);
    expect(name).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Field required')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
    await user.type(name, 'Tests');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('A folder with this name already exists here.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await screen.findByText('Books', { selector: '[aria-current]' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(post).toHaveBeenLastCalledWith('storage/folders/', { name: 'Tests', parent: 4 });
    expect(toasts).toContainEqual(
      expect.objectContaining({ kind: 'success', text: 'The folder “Tests” has been created' }),
    );
  });

  it('uploads a chosen file into the open folder, after checking it', async () => {
    fakeServer(TREE);
    let finish = () => {};
    let progress: ((event: never) => void) | undefined;
    const post = jest.spyOn(api, 'post').mockImplementation((_url, _body, config) => {
      progress = config?.onUploadProgress as typeof progress;
      return new Promise((resolve) => {
        finish = () => resolve(ok(file(40, 'plan.pdf', 9), 201));
      });
    });
    const user = userEvent.setup({ applyAccept: false });
    renderPage('/dashboard/storage?folder=9');
    await user.click(await screen.findByRole('button', { name: 'Upload' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a file.');
    const input = screen.getByLabelText('Choose a file');
    await user.upload(input, new File(['MZ'], 'run.exe'));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Files of this type are not accepted.');
    expect(post).not.toHaveBeenCalled();
    await user.upload(input, new File(['%PDF-1.4'], 'plan.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    act(() => progress?.({ loaded: 5, total: 10 } as never));
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('value', '50');
    expect(screen.getByText('Uploading… 50%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
    await act(async () => finish());
    expect(await screen.findByRole('button', { name: 'Upload' })).toBeEnabled();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(post).toHaveBeenCalledTimes(1);
    const [url, body, config] = post.mock.calls[0] as [string, FormData, AxiosRequestConfig];
    expect(url).toBe('storage/files/');
    expect((body.get('file') as File).name).toBe('plan.pdf');
    expect(config.params).toEqual({ folder: 9 });
    expect(config.headers).toEqual({ 'Content-Type': 'multipart/form-data' });
    expect(toasts).toContainEqual(expect.objectContaining({ kind: 'success', text: '“plan.pdf” has been uploaded' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('deletes a folder after a confirm, and keeps the server’s refusal in the dialog', async () => {
    fakeServer(TREE);
    const remove = jest
      .spyOn(api, 'delete')
      .mockRejectedValueOnce(failure(400, { detail: FOLDER_HOLDS_OTHERS }))
      .mockResolvedValueOnce(ok(null, 204));
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete the folder Books' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete the folder' });
    expect(dialog).toHaveTextContent('Delete the folder “Books” and everything in it?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This folder holds materials of other people: it cannot be deleted.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await screen.findByRole('link', { name: 'Open the folder Books' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(remove).toHaveBeenLastCalledWith('storage/folders/4/');
    expect(toasts).toContainEqual(expect.objectContaining({ kind: 'success', text: 'The folder has been deleted' }));
  });

  it('deletes a file after a confirm', async () => {
    fakeServer(TREE);
    const remove = jest.spyOn(api, 'delete').mockResolvedValue(ok(null, 204));
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: `Delete the file ${LONG}` }));
    const dialog = screen.getByRole('dialog', { name: 'Delete the file' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(remove).toHaveBeenCalledWith('storage/files/12/');
    await screen.findByRole('link', { name: 'Open the folder Books' });
    expect(toasts).toContainEqual(expect.objectContaining({ kind: 'success', text: 'The file has been deleted' }));
  });

  it('downloads a file with the session and saves it under its name', async () => {
    const get = fakeServer(TREE);
    const blob = new Blob(['x']);
    get.mockImplementation(async (url: string) => {
      if (url === 'storage/files/12/download') return ok(blob);
      if (url === 'storage/folders/') return ok(TREE.folders.top);
      if (url === 'storage/files/') return ok(TREE.files.top);
      throw new Error(`unexpected GET ${url}`);
    });
    const createObjectURL = jest.fn(() => 'blob:material');
    const saved = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const clicked: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: `Download ${LONG}` }));
    expect(get).toHaveBeenCalledWith('storage/files/12/download', { responseType: 'blob' });
    expect(createObjectURL).toHaveBeenCalledWith(blob);
    expect(clicked).toEqual([LONG]);
    Object.assign(URL, saved);
  });
});
