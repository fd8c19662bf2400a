/**
 * The eval reads X's recorded posts as the server does (issue 37 item 6, reviewed): with their
 * author's names and the post they quote, which the routes give the writer and the guard. Without
 * them the eval's guard stopped lines the cards keep (a line naming the author), and its model
 * wrote about a quoting post without the words it quotes.
 */
import { describe, expect, it } from 'vitest';
import { evalPosts } from './eval-posts.ts';

describe('the eval’s X posts', () => {
  const posts = evalPosts().filter((post) => post.network === 'x');

  it('carry their author’s display name and handle, as every card does', () => {
    const first = posts.find((post) => post.id === 'x:20');
    expect(first).toMatchObject({ displayName: 'jack', username: 'jack' });
    expect(posts.every((post) => post.username !== '')).toBe(true);
  });

  it('give the writer the post they quote, and its author', () => {
    const quoting = posts.find((post) => post.id === 'x:1641895049427550208');
    expect(quoting?.quote?.username).toBe('SamuelSusla');
    expect(quoting?.text).toContain(
      'Quoting @SamuelSusla: If you are interested about View Flattening in React Native',
    );
  });

  it('are still every recorded X post with text, each once', () => {
    const ids = posts.map((post) => post.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(['x:20', 'x:2099922471272976442']));
  });
});
