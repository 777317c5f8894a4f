import { Module } from '@nestjs/common';
import { APP_ENV, type AppEnv } from 'src/config/env';
import { Readiness } from 'src/health/readiness';
import { AbandonedUploadsJanitor } from './abandoned-uploads.janitor';
import { ACCOUNT_FILES } from './account-files.port';
import { DiskFileStorage } from './disk-file-storage';
import { FILE_STORAGE, type FileStorage } from './file-storage.port';
import { FileUrlSigner } from './file-url-signer';
import { FilesController } from './files.controller';
import { FilesRepository } from './files.repository';
import { FilesResolver } from './files.resolver';
import { FilesService } from './files.service';
import { PdfTextExtractor } from './pdf-text-extractor';

@Module({
  controllers: [FilesController],
  providers: [
    FilesRepository,
    FilesService,
    FilesResolver,
    FileUrlSigner,
    PdfTextExtractor,
    AbandonedUploadsJanitor,
    { provide: ACCOUNT_FILES, useExisting: FilesService },
    {
      provide: FILE_STORAGE,
      inject: [APP_ENV, Readiness],
      // STORAGE=s3 for several instances sharing files; the disk store otherwise. The AWS SDK is loaded only
      // when it is used: it costs about 20 MB and 100 ms at start-up.
      useFactory: async (env: AppEnv, readiness: Readiness): Promise<FileStorage> => {
        if (env.storage.kind !== 's3') return new DiskFileStorage(env);
        const { createS3Client, S3FileStorage } = await import('./s3-file-storage');
        return new S3FileStorage(createS3Client(env.storage), env.storage.bucket, readiness);
      },
    },
  ],
  exports: [FilesService, FileUrlSigner, ACCOUNT_FILES],
})
export class FilesModule {}
