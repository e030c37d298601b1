import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { endpoints, envelopeSchema, passwordCipherAnswerSchema } from '@marathon/shared/api';
import { DEV_CIPHER_CONFIG, encryptPassword } from '@marathon/shared/cipher';
import { buildAuthApp, JSON_HEADERS, postForm } from '../../test-support/accounts';

let app: FastifyInstance;
afterEach(async () => {
  await app?.close();
});

const DEPLOYED = { key: 'deployed-key-with-24-chr', iv: 'deployed-iv-16ch' };

describe('the password cipher configuration call (pages that embed the login)', () => {
  it("answers the deployment's key and IV, which the API then decrypts with", async () => {
    app = await buildAuthApp({ cipher: DEPLOYED });
    const response = await app.inject({
      method: 'GET',
      url: endpoints.passwordCipher.path,
      headers: JSON_HEADERS,
    });
    expect(response.statusCode).toBe(200);
    const answer = envelopeSchema(passwordCipherAnswerSchema).parse(response.json());
    expect(answer).toMatchObject({ code: 0, data: DEPLOYED });

    // A password encrypted with the served pair reaches the password check (a wrong password, not unreadable).
    const login = await postForm(app, endpoints.login.path, {
      loginType: 0,
      phone: '13812345678',
      password: encryptPassword('Runner2025', answer.data),
      encryptType: 1,
    });
    expect(JSON.stringify(login.json())).not.toMatch(/密码无法解密/);
    const devLogin = await postForm(app, endpoints.login.path, {
      loginType: 0,
      phone: '13812345678',
      password: encryptPassword('Runner2025', DEV_CIPHER_CONFIG),
      encryptType: 1,
    });
    expect(JSON.stringify(devLogin.json())).toMatch(/密码无法解密/);
  });
});
