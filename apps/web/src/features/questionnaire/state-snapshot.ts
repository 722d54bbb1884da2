import type { ActiveConfig } from '@camino/contracts';
import type { EngineState } from '@camino/questionnaire';
import type { OwnerKind } from './api';
import { readStored, writeStored } from './local-cache';

// The engine state kept on the device, per owner and section, so queued answers are never shown older than they are.
const snapshotKey = (owner: OwnerKind, config: ActiveConfig) =>
  `state:${owner}:${config.config_id}:${config.version}:${config.question_section_id}`;

export const readSnapshot = (owner: OwnerKind, config: ActiveConfig): EngineState | null =>
  readStored<EngineState>(snapshotKey(owner, config));

export function writeSnapshot(owner: OwnerKind, config: ActiveConfig, state: EngineState): void {
  writeStored(snapshotKey(owner, config), state);
}
