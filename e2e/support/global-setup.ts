import type { TestProject } from 'vitest/node';
import { ensureWebBuild } from '../../scripts/build-web';
import setupDatabase from '../../src/server/test/global-setup';
import { ensureTestArt } from './art';

/** Browser tests: a current web build, the generated art and the same template database as the server tests. */
export default async function setup(project: TestProject) {
  await ensureWebBuild();
  await ensureTestArt();
  return setupDatabase(project);
}
