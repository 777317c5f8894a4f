import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DiskFileStorage } from './disk-file-storage';
import { FileEntity } from './file.entity';
import { FILE_STORAGE } from './file-storage.port';
import { FileUrlSigner } from './file-url-signer';
import { FilesController } from './files.controller';
import { FilesRepository } from './files.repository';
import { FilesResolver } from './files.resolver';
import { FilesService } from './files.service';
import { PdfTextExtractor } from './pdf-text-extractor';

@Module({
  imports: [TypeOrmModule.forFeature([FileEntity])],
  controllers: [FilesController],
  providers: [
    FilesRepository,
    FilesService,
    FilesResolver,
    FileUrlSigner,
    PdfTextExtractor,
    // STORAGE=disk is the only choice so far; object storage would be another provider of this port.
    { provide: FILE_STORAGE, useClass: DiskFileStorage },
  ],
  exports: [FilesService, FileUrlSigner],
})
export class FilesModule {}
