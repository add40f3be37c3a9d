/** openapi/openapi.yaml as a module of Vite hosts: the parsed document (vite.config.ts, `app:contract-module`). */
declare module '*/openapi.yaml' {
  const contract: unknown
  export default contract
}
