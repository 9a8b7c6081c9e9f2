import { describeRemoteContract } from '@shop/platform/contract-testing';
import { EXPOSES } from './exposes.ts';

// The shell's contract, checked in this team's own CI without building the others.
describeRemoteContract('office', EXPOSES, import.meta.glob<{ default: unknown }>('./*/*Page.tsx'));
