import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from '../../src/node-flags';
import { backendDir, startBackend } from '../support/backend';
import { client, signedIn } from '../support/clients';
import { roleSeenBy } from '../support/service-key';
import type { Target } from '../support/targets';

interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `pnpm users …` as the backend's script does (the compiled command: the global setup built it), on `env`'s data. */
export function users(env: Record<string, string>, ...args: string[]): Promise<CommandResult> {
  return new Promise((done) => {
    execFile(
      process.execPath,
      [...SERVER_NODE_FLAGS, 'dist/users.js', ...args],
      { cwd: backendDir, env: { ...process.env, ...env }, timeout: 180_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        done({ code, stdout, stderr });
      },
    );
  });
}

/** The staff-account commands with the server stopped (they open the database) and running (its admin API). */
export function usersCliSuite(target: Target): void {
  describe.skipIf(!target.available)(`pnpm users on ${target.name}`, () => {
    it('adds, lists, changes and removes staff accounts, with the server stopped and running', async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'backend-users-'));
      const storage = await target.freshStorage();
      const env = { ...storage.env, DATA_DIR: dataDir };
      try {
        // Stopped: on data no server has started on yet.
        const boss = await users(
          env,
          'add',
          'Boss@Example.com',
          '--role',
          'admin',
          '--password',
          'boss-password-1',
        );
        expect(boss).toMatchObject({ code: 0 });
        expect(boss.stdout).toContain('Added boss@example.com as admin.');
        expect(boss.stdout).not.toContain('boss-password-1');

        const editor = await users(env, 'add', 'ed@example.com', '--role', 'editor');
        expect(editor.code).toBe(0);
        const generated = /Password: (\S+) \(shown only this once\)/.exec(editor.stdout)?.[1] ?? '';
        expect(generated.length).toBeGreaterThanOrEqual(20);

        const listed = await users(env, 'list');
        expect(listed.stdout).toMatch(/boss@example\.com\s+admin/);
        expect(listed.stdout).toMatch(/ed@example\.com\s+editor/);
        expect(listed.stdout).not.toContain(generated);

        const twice = await users(env, 'add', 'ed@example.com', '--role', 'editor');
        expect(twice.code).toBe(1);
        expect(twice.stderr).toContain('exists already');
        const badRole = await users(env, 'add', 'other@example.com', '--role', 'owner');
        expect(badRole.code).toBe(2);
        expect(badRole.stderr).toContain('The role is one of admin, editor');
        const badEmail = await users(env, 'remove', 'not-an-address');
        expect(badEmail.code).toBe(2);
        const shortPassword = await users(
          env,
          'add',
          'short@example.com',
          '--role',
          'editor',
          '--password',
          'short',
        );
        expect(shortPassword.code).toBe(2);
        expect((await users(env, 'set-role', 'nobody@example.com', 'admin')).stderr).toContain(
          'There is no account',
        );

        // Running: the commands go through the server's admin API, and the server follows at once.
        const server = await startBackend({ dataDir, env: storage.env });
        try {
          const signedInEditor = await signedIn(server.url, server.anonKey, 'ed@example.com', generated);
          const refreshToken = (await signedInEditor.auth.getSession()).data.session?.refresh_token ?? '';
          expect(await roleSeenBy(signedInEditor)).toBe('editor');

          const promoted = await users(env, 'set-role', 'ed@example.com', 'admin');
          expect(promoted).toMatchObject({ code: 0, stdout: 'ed@example.com is now admin.\n' });
          expect(promoted.stderr).toContain(`Through the server running at ${server.url}`);
          expect(await roleSeenBy(signedInEditor)).toBe('admin');
          expect((await users(env, 'list')).stdout).toMatch(/ed@example\.com\s+admin/);

          const added = await users(
            env,
            'add',
            'new-editor@example.com',
            '--role',
            'editor',
            '--password',
            'new-editor-1',
          );
          expect(added.code).toBe(0);
          expect(
            await roleSeenBy(
              await signedIn(server.url, server.anonKey, 'new-editor@example.com', 'new-editor-1'),
            ),
          ).toBe('editor');

          const removed = await users(env, 'remove', 'ed@example.com');
          expect(removed.code).toBe(0);
          // The removal ended the editor's sessions: the token is refused as an invalid JWT is.
          expect((await signedInEditor.rpc('staff_role')).status).toBe(401);
          const refreshed = await client(server.url, server.anonKey).auth.refreshSession({
            refresh_token: refreshToken,
          });
          expect(refreshed.error).not.toBeNull();
        } finally {
          await server.stop();
        }

        // Stopped again: the database itself holds what the running server was told.
        const after = await users(env, 'list');
        expect(after.stderr).not.toContain('Through the server');
        expect(after.stdout).not.toMatch(/^ed@example\.com/m);
        expect(after.stdout).toMatch(/new-editor@example\.com\s+editor/);
        expect(after.stdout).toMatch(/boss@example\.com\s+admin/);
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    }, 300_000);
  });
}
