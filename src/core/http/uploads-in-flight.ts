// How many uploads the process receives and processes at once (issue 28 item 11). Each holds a
// socket, a temporary file and, later, a place in the image pool: beyond these caps an upload is
// refused with 429 before its file is read, so a burst of uploads costs bounded memory, disk and
// waiting, whatever signatures it carries.
import { GALLERY_MAX_IMAGES } from '../../shared/wedding/limits';

/** In all: as many as the image pool lets wait (src/features/uploads/domain/image-work.ts), so an admitted upload practically always gets its turn. */
export const UPLOADS_IN_FLIGHT = 16;
/** From one client (IPv6 by /64, rate-limit/client-key.ts): a whole gallery chosen at once in the builder still goes through. */
export const UPLOADS_IN_FLIGHT_PER_CLIENT = GALLERY_MAX_IMAGES;

/** Counts of the uploads in flight, per app (src/core/http/app-state.ts). */
export class UploadsInFlight {
  private total = 0;
  private readonly byClient = new Map<string, number>();

  /** A slot for `client`, released by the function returned; undefined when a cap is reached. */
  admit(client: string): (() => void) | undefined {
    const mine = this.byClient.get(client) ?? 0;
    if (this.total >= UPLOADS_IN_FLIGHT || mine >= UPLOADS_IN_FLIGHT_PER_CLIENT) return undefined;
    this.total += 1;
    this.byClient.set(client, mine + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.total -= 1;
      const left = (this.byClient.get(client) ?? 1) - 1;
      if (left > 0) this.byClient.set(client, left);
      else this.byClient.delete(client);
    };
  }
}
