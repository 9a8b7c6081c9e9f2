// No async boundary is needed: the shell's shared singletons are eager (build-config's sharedTable), so
// they are in its first scripts and provided before anything imports them.
import './bootstrap.tsx';
