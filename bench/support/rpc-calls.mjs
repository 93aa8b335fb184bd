/**
 * Timed RPC calls to an app built in the bench's own process (`buildApp`), and the demo
 * administrator's session: `call(model, name, vars, cookie)` answers `{ body, response, ms }` and
 * throws on any answer but code 0.
 */
export function rpcCaller(app) {
  return async (model, name, vars, cookie) => {
    const started = performance.now();
    const response = await app.inject({
      method: 'POST',
      url: '/callAPI',
      payload: { methodModel: model, methodName: name, methodVars: vars },
      headers: cookie ? { cookie } : {},
    });
    const ms = performance.now() - started;
    const body = response.json();
    if (body.code !== 0) throw new Error(`${name}: ${response.body.slice(0, 300)}`);
    return { body, response, ms };
  };
}

/** The session cookie of a user signed in through `call`. */
export async function sessionCookie(call, email, password) {
  const { response } = await call('userModel', 'login', { email, password });
  return `seal_session=${response.cookies.find((c) => c.name === 'seal_session').value}`;
}
