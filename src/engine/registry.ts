import type { AnyKind, KindName } from './kind.ts';
import { countdown } from './kinds/countdown/index.ts';
import { crossNumbers } from './kinds/cross-numbers/index.ts';
import { numberMind } from './kinds/number-mind/index.ts';
import { numbrix } from './kinds/numbrix/index.ts';
import { secretNumber } from './kinds/secret-number/index.ts';

/** Every kind by name. Adding a kind is its folder plus one line here. */
export const KINDS: Partial<Record<KindName, AnyKind>> = {
  numbrix,
  'secret-number': secretNumber,
  'cross-numbers': crossNumbers,
  countdown,
  'number-mind': numberMind,
};

export const kindNames = (): KindName[] => Object.keys(KINDS) as KindName[];

export function getKind(name: KindName): AnyKind {
  const kind = KINDS[name];
  if (!kind) throw new Error(`no kind named ${name}`);
  return kind;
}
