/**
 * The router pieces every app uses, re-exported from one module that is a federated singleton: remotes read the
 * shell's router context, and the page carries only what we use instead of all of react-router-dom (shared
 * packages are not tree-shaken).
 */
export {
  HashRouter,
  Link,
  Routes,
  Route,
  Navigate,
  Outlet,
  useLocation,
  useNavigate,
  useMatch,
  useParams,
  useResolvedPath,
  useSearchParams,
} from 'react-router-dom';
