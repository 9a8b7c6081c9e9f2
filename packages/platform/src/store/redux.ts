/**
 * Redux for the frontends: they take it from here, never from `@reduxjs/toolkit` or `react-redux`.
 *
 * Like the router (routing.ts), Redux Toolkit and React Redux are not Module Federation shared modules of
 * their own: a shared module keeps every export, and the shop uses a fraction of Redux Toolkit's. The
 * store, the RTK Query api and the hooks are the platform's (one per page: the shell's), so the libraries
 * are tree-shaken inside it to what the platform and this file use.
 */
export { createSlice } from '@reduxjs/toolkit';
export { Provider } from './provider.tsx';
