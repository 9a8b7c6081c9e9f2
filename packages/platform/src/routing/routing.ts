/**
 * The router, for every frontend: remotes take it from here, never from `react-router-dom` itself.
 *
 * React Router is not a Module Federation shared module of its own. A shared module keeps every export
 * (the bundler cannot know what other builds will use), and React Router is the shop's largest library
 * (server rendering, data APIs); shared, all of it reached every page. As a dependency of the platform
 * (which is shared, one instance per page: the shell's) it is tree-shaken to what this file lists, and
 * every remote still uses the shell's router instance through it. A remote that needs another export
 * gets it here, in a platform release, like any other platform API.
 *
 * The shop routes declaratively (`BrowserRouter` + `Routes`): it has no loaders or actions, and the data
 * router (`createBrowserRouter`) costs ≈ 18 KB gzip more on every page.
 */
export {
  BrowserRouter,
  Link,
  type Location,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from 'react-router-dom';
