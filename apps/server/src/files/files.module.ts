import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_ENV, type AppEnv } from 'src/config/env';
import { Readiness } from 'src/health/readiness';
import { AbandonedUploadsJanitor } from './abandoned-uploads.janitor';
import { DiskFileStorage } from './disk-file-storage';
import { FileEntity } from './file.entity';
import { FILE_STORAGE, type FileStorage } from './file-storage.port';
import { FileUrlSigner } from './file-url-signer';
import { FilesController } from './files.controller';
import { FilesRepository } from './files.repository';
import { FilesResolver } from './files.resolver';
import { FilesService } from './files.service';
import { PdfTextExtractor } from './pdf-text-extractor';
import { createS3Client, S3FileStorage } from './s3-file-storage';

@Module({
  imports: [TypeOrmModule.forFeature([FileEntity])],
  controllers: [FilesController],
  providers: [
    FilesRepository,
    FilesService,
    FilesResolver,
    FileUrlSigner,
    PdfTextExtractor,
    AbandonedUploadsJanitor,
    {
      provide: FILE_STORAGE,
      inject: [APP_ENV, Readiness],
      // STORAGE=s3 for several instances sharing files; the disk store otherwise.
      useFactory: (env: AppEnv, readiness: Readiness): FileStorage =>
        env.storage.kind === 's3'
          ? new S3FileStorage(createS3Client(env.storage), env.storage.bucket, readiness)
          : new DiskFileStorage(env),
    },
  ],
  exports: [FilesService, FileUrlSigner],
})
export class FilesModule {}
