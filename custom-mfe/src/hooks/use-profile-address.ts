import { type AddressDraft, isAddressDraftEmpty, profileAddressDraft } from '@shop/contracts';
import { useEffect, useRef, useState } from 'react';
import { useCustomGetCustomMadeProfileQuery } from '../api/get-custom-made-profile.ts';

/**
 * Fills the delivery address from the buyer's profile once, and only if the buyer has typed none
 * (a draft restored after logging in keeps its own). True while the shown address is the profile's.
 */
export function useProfileAddress(
  signedIn: boolean,
  address: AddressDraft,
  fill: (address: AddressDraft) => void,
): boolean {
  const { data: profile } = useCustomGetCustomMadeProfileQuery(undefined, { skip: !signedIn });
  const filled = useRef<AddressDraft | null>(null);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!profile || done) return;
    setDone(true);
    const fromProfile = profileAddressDraft(profile);
    if (fromProfile && isAddressDraftEmpty(address)) {
      filled.current = fromProfile;
      fill(fromProfile);
    }
  }, [profile, done, address, fill]);

  return filled.current !== null && filled.current === address;
}
