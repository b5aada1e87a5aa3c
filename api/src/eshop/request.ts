import { langQuery } from '../http/lang.ts';
import { userQuery } from '../http/id-param.ts';

/** ?lang=&user=: whose items (default: the signed-in user). */
export const listQuery = langQuery.extend(userQuery.shape);

export const NO_PERMISSION = 'You do not have permission to perform this action.';
export const NOT_ENOUGH = 'not enough indigo dollars';
export const ALREADY_PURCHASED = 'Item already purchased.';
export const NOT_AVAILABLE = 'Item is not available.';
