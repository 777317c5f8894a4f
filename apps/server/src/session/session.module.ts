import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { APP_ENV, type AppEnv } from 'src/config/env';
import { SessionCache } from './session-cache';
import { JWT_ALGORITHM, SessionTokenService, sessionTokenKey } from './session-token.service';

@Module({
  imports: [
    JwtModule.registerAsync({
      inject: [APP_ENV],
      useFactory: (env: AppEnv) => ({
        // The same key signs and checks (HS256); `secret` would take a string only.
        privateKey: sessionTokenKey(env.jwtSecret),
        publicKey: sessionTokenKey(env.jwtSecret),
        signOptions: { algorithm: JWT_ALGORITHM, expiresIn: env.jwtExpiresInSeconds },
        verifyOptions: { algorithms: [JWT_ALGORITHM] },
      }),
    }),
  ],
  providers: [SessionTokenService, SessionCache],
  exports: [SessionTokenService, SessionCache],
})
export class SessionModule {}
