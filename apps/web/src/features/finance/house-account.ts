import type { ZHouseBankAccount } from '@amigo/contract';
import type { z } from 'zod';

/** The house bank account members transfer to; every answer about an open manual order carries it. */
export type HouseAccount = z.infer<typeof ZHouseBankAccount>;
