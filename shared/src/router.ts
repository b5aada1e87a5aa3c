// The router, as the remotes use it: the one place they import it from, shared by Module Federation as a singleton
// (the staff frame that reports mounts must see reports' router). A shared module is loaded whole; react-router-dom
// shared directly was 196 KB (53 KB gzipped) on every signed-in page, this set of it is what the screens need (issue
// 15). A screen that needs another export adds it here.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  matchPath,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
export type { To } from 'react-router-dom';
