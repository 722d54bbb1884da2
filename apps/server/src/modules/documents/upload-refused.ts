import type { UploadRefusal } from '@camino/contracts';

/** A file that cannot be kept, with the reason the applicant is told (in their language, by the client). */
export class UploadRefused extends Error {
  constructor(readonly reason: UploadRefusal) {
    super(`Upload refused: ${reason}`);
    this.name = 'UploadRefused';
  }
}
