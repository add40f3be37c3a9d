export const HELP = `npm run contract:verify -- <api-base-url> [options]

Is the API at <api-base-url> the one openapi/openapi.yaml describes? Calls every GET operation of
the contract on it, as a guest, and again signed in when given a session cookie, and checks each
answer: its status must be one the operation declares, and its body must match that status's
schema (types, required fields, enums, formats, fields the contract does not have). Ids in paths
come from the API's own lists (a card's slug from GET /cards, a case's from GET /cases, ...), so it
runs against whatever data the API holds. Read-only unless --writes is given.

  <api-base-url>     Where the contract's paths start, e.g. http://localhost:4010/api
                     (npm run api:serve) or https://staging.example.com/api.

Options
  --cookie <cookie>  Also check every call signed in, with this session cookie: "session=<value>"
                     (or several cookies as a Cookie header sends them), or the bare value. Copy it
                     from the browser after signing in (developer tools, Application, Cookies).
                     An admin's session reaches the admin API too; anyone else's gets its 403s.
  --writes           STAGING ONLY: also calls every POST operation, with a valid body made from
                     the contract's examples, and, signed in, with the bad input the contract
                     declares a refusal for: a required field left out (must be a 422 naming that
                     field) and a field the operation does not take (must be a 400). This changes
                     data: comments are posted, coins spent, cases opened, admin records created,
                     a balance adjusted; POST /auth/logout comes last and ends the cookie's session.
                     Never against production.
  --locale <ru|en>   The Accept-Language of every call (ru).
  --timeout <ms>     How long one call may take (10000).
  --json             The report as JSON: every call with its URL, status and drifts, and the counts.
  --help             This text.

What counts as drift (each named with the operation, who called and the JSON path in the body):
  a status the operation does not declare; a required field missing; a wrong type; an enum value
  the contract does not list; a broken format (date-time, uri); a field the schema does not have;
  another schema rule broken (a minimum, a pattern); a body that is not JSON, or one where the
  contract declares none; a session-only operation answering a guest with success; and, with
  --writes, bad input taken, or refused with another status than the contract's.

A call with no answer (a time-out, a TLS failure, a refused connection, a host that does not
resolve) is reported as such, not as drift. A certificate from a private authority: run with
NODE_EXTRA_CA_CERTS=<its PEM file>.

Exit codes
  0  every answer is one the contract describes
  1  drift
  2  no drift, but some calls got no answer (or the API none at all); or wrong arguments
`
