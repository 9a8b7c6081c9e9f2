// A CSS Module's class names, as Rsbuild compiles them (the frontends take the same from @rsbuild/core/types).
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
