/** FLOW's rules (issue 12 §1): pure and seeded, shared by the server's replay and the dialog. */
export * from './constants';
export * from './board';
export * from './game';
export { FlowRng, isFlowSeed } from './rng';
