/**
 * Printed invitations (issue 16 item 5): one QR code per household that opens its personal RSVP
 * link. A household's link is its first guest's (oldest): the RSVP page answers for the whole
 * household from any member's link. Guests without a household are a household of one.
 */
import QRCode from 'qrcode';
import type { GuestWithHousehold } from '../queries/guests';
import { rsvpUrl } from '../../../shared/rsvp/rsvp-url';
import type { GuestsRepository } from './repository';
import { rsvpToken } from './rsvp-link';

type SecretConfig = Parameters<typeof rsvpToken>[0];

export interface HouseholdCode {
  key: string;
  householdName: string | null;
  names: string[];
  url: string;
  svg: string;
}

function households(guests: GuestWithHousehold[]): GuestWithHousehold[][] {
  const groups = new Map<string, GuestWithHousehold[]>();
  for (const guest of guests) {
    const key = guest.householdId ?? `guest:${guest.id}`;
    groups.set(key, [...(groups.get(key) ?? []), guest]);
  }
  return [...groups.values()];
}

/** Every household's code, in the order their first guests were added; [] before the wedding has an address. */
export async function householdCodes(
  repository: GuestsRepository,
  config: SecretConfig,
  origin: string,
  wedding: { id: string; weddingUrl: string | null },
): Promise<HouseholdCode[]> {
  if (!wedding.weddingUrl) return [];
  const codes: HouseholdCode[] = [];
  for (const members of households(await repository.all(wedding.id))) {
    const first = members[0]!;
    const url = rsvpUrl(origin, wedding.weddingUrl, rsvpToken(config, first))!;
    const svg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
    const names = members.flatMap((guest) => [guest.name, ...(guest.plusOneName ? [guest.plusOneName] : [])]);
    codes.push({ key: first.householdId ?? first.id, householdName: first.householdName, names, url, svg });
  }
  return codes;
}
