import { BehaviorSubject } from 'rxjs';
import type { Region } from './region';

/** Resolved once by the shell before any remote mounts. */
export const region$ = new BehaviorSubject<Region | null>(null);
