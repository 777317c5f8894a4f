import { createHmac } from 'node:crypto';
import { signedHeaders } from './webhook-signature';

describe('webhook signature', () => {
  it('should sign `${timestamp}.${body}` with the secret, as the README tells receivers to check', () => {
    const body = '{"id":"d1","event":"ENTRY_CREATED"}';
    const headers = signedHeaders('d1', 'whsec_test', body, new Date('2030-01-01T00:00:10.900Z'));
    const expected = createHmac('sha256', 'whsec_test').update(`1893456010.${body}`).digest('hex');

    expect(headers).toEqual({
      'Flexi-Webhook-Id': 'd1',
      'Flexi-Webhook-Timestamp': '1893456010',
      'Flexi-Webhook-Signature': `sha256=${expected}`,
    });
  });
});
