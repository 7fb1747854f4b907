// Issue 39: with reviewsNeedApproval a visitor's review waits; a shop manager finds it among the
// reviews awaiting approval (WPGraphQL's `comments` by status, with the reviewer's email, and the
// product's own `reviews` by status, with its stars) and
// approves it (WooGraphQL's updateReview), and the product's next anonymous read shows it and counts
// it in its rating. Spam, the trash and restoring it, deleting for good and correcting the stars
// move the rating with them; a visitor and a customer are refused with WPGraphQL's words and see
// only approved reviews; bad input is refused and changes nothing.
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../../server/db/rows';
import { readCatalogVersion } from '../../server/domain/catalog/store/catalog-clock';
import { toGlobalId } from '../../server/graphql/relay';
import { makeProduct } from './checkout-shoppers';
import { describeBackends, type Backend } from './harness';
import { refusalOf, signedInAs } from './shop-orders-support';

const writeReviewMutation = `mutation ($input: WriteReviewInput!) { writeReview(input: $input) { review { databaseId status } } }`;
const productQuery = `query ($id: ID!) { product(id: $id, idType: DATABASE_ID) { reviewCount averageRating reviews { nodes { databaseId content } } } }`;
const commentsQuery = `query ($where: RootQueryToCommentConnectionWhereArgs) {
  comments(first: 50, where: $where) { nodes { databaseId status content(format: RAW) author { node { name email } } commentedOn { node { databaseId } } } } }`;
const updateReviewMutation = `mutation ($input: UpdateReviewInput!) { updateReview(input: $input) { clientMutationId rating review { databaseId status content(format: RAW) } } }`;
const deleteReviewMutation = `mutation ($input: DeleteReviewInput!) { deleteReview(input: $input) { affectedId rating review { databaseId status } } }`;
const restoreReviewMutation = `mutation ($input: RestoreReviewInput!) { restoreReview(input: $input) { affectedId rating review { databaseId status } } }`;

async function heldReview(api: Backend, productId: number, rating: number, content: string): Promise<number> {
  const answer = await api.query(writeReviewMutation, { input: { commentOn: productId, rating, content, author: 'Grace Hopper', authorEmail: 'grace@example.com' } });
  expect(answer.data.writeReview.review.status).toBe('HOLD');
  return answer.data.writeReview.review.databaseId;
}

/** The product as an anonymous visitor reads it (through the shared answer cache). */
async function shownProduct(api: Backend, productId: number) {
  const answer = await api.query(productQuery, { id: String(productId) });
  expect(answer.errors).toBeUndefined();
  return answer.data.product;
}

describeBackends(
  'shop reviews',
  (use) => {
    it('holds a review until a manager approves it; then the product shows it and counts it', async () => {
      const api = use();
      const product = await makeProduct(api);
      expect(await shownProduct(api, product.id)).toEqual({ reviewCount: 0, averageRating: 0, reviews: { nodes: [] } });
      const reviewId = await heldReview(api, product.id, 4, 'Soft and warm.');
      expect(await shownProduct(api, product.id)).toEqual({ reviewCount: 0, averageRating: 0, reviews: { nodes: [] } });

      const customer = await signedInAs(api, 'customer');
      for (const headers of [{}, customer]) {
        const listed = (await api.query(commentsQuery, { where: { statusIn: ['HOLD'], contentId: String(product.id) } }, headers)).data.comments.nodes;
        expect(listed).toEqual([]);
        const refused = await api.query(updateReviewMutation, { input: { id: toGlobalId('comment', reviewId), rating: 4, status: 'APPROVE' } }, headers);
        expect(refusalOf(refused)).toEqual({ message: 'You do not have the appropriate capabilities to update this comment.', code: 'FORBIDDEN' });
      }

      const heldQuery = `query ($id: ID!) { product(id: $id, idType: DATABASE_ID) { reviews(where: { statusIn: [HOLD] }) { edges { rating node { databaseId status } } } } }`;
      expect((await api.query(heldQuery, { id: String(product.id) }, customer)).data.product.reviews.edges).toEqual([]);

      const manager = await signedInAs(api, 'shop_manager');
      // A product's own list of held reviews carries each one's stars, as WooGraphQL's edges do.
      expect((await api.query(heldQuery, { id: String(product.id) }, manager)).data.product.reviews.edges).toEqual([{ rating: 4, node: { databaseId: reviewId, status: 'HOLD' } }]);
      const waiting = (await api.query(commentsQuery, { where: { statusIn: ['HOLD'], contentId: toGlobalId('post', product.id) } }, manager)).data.comments.nodes;
      expect(waiting).toEqual([
        { databaseId: reviewId, status: 'HOLD', content: 'Soft and warm.', author: { node: { name: 'Grace Hopper', email: 'grace@example.com' } }, commentedOn: { node: { databaseId: product.id } } },
      ]);
      const version = await readCatalogVersion(api.db);
      const approved = await api.query(updateReviewMutation, { input: { id: toGlobalId('comment', reviewId), rating: 4, status: 'APPROVE', clientMutationId: 'r1' } }, manager);
      expect(approved.data.updateReview).toEqual({ clientMutationId: 'r1', rating: 4, review: { databaseId: reviewId, status: 'APPROVE', content: 'Soft and warm.' } });
      // Every process's page cache keys on the catalog's generation: the product page is rendered anew.
      expect(await readCatalogVersion(api.db)).toBeGreaterThan(version);
      expect(await shownProduct(api, product.id)).toEqual({ reviewCount: 1, averageRating: 4, reviews: { nodes: [{ databaseId: reviewId, content: '<p>Soft and warm.</p>' }] } });
      // Approved, it is anyone's to list; its reviewer's email stays the moderators'.
      const publicList = (await api.query(commentsQuery, { where: { contentId: String(product.id) } })).data.comments.nodes;
      expect(publicList).toEqual([expect.objectContaining({ databaseId: reviewId, author: { node: { name: 'Grace Hopper', email: null } } })]);
    });

    it('spam, the trash, restoring and deleting for good move the product’s rating with them', async () => {
      const api = use();
      const manager = await signedInAs(api, 'shop_manager');
      const product = await makeProduct(api);
      const kept = await heldReview(api, product.id, 2, 'Too small for me.');
      const moved = await heldReview(api, product.id, 5, 'Perfect fit.');
      const update = (id: number, input: Record<string, unknown>) => api.query(updateReviewMutation, { input: { id: String(id), ...input } }, manager);
      await update(kept, { rating: 2, status: 'APPROVE' });
      await update(moved, { rating: 5, status: 'APPROVE' });
      expect(await shownProduct(api, product.id)).toMatchObject({ reviewCount: 2, averageRating: 3.5 });

      expect((await update(moved, { rating: 5, status: 'SPAM' })).data.updateReview.review.status).toBe('SPAM');
      expect(await shownProduct(api, product.id)).toMatchObject({ reviewCount: 1, averageRating: 2 });
      await update(moved, { rating: 5, status: 'APPROVE' });

      const trashed = await api.query(deleteReviewMutation, { input: { id: toGlobalId('comment', moved) } }, manager);
      expect(trashed.data.deleteReview).toEqual({ affectedId: toGlobalId('comment', moved), rating: 5, review: { databaseId: moved, status: 'APPROVE' } });
      expect(await shownProduct(api, product.id)).toMatchObject({ reviewCount: 1, averageRating: 2 });
      const inTrash = (await api.query(commentsQuery, { where: { statusIn: ['TRASH'], contentId: String(product.id) } }, manager)).data.comments.nodes;
      expect(inTrash.map((review: { databaseId: number }) => review.databaseId)).toEqual([moved]);

      const restored = await api.query(restoreReviewMutation, { input: { id: String(moved) } }, manager);
      expect(restored.data.restoreReview.review).toEqual({ databaseId: moved, status: 'APPROVE' });
      expect(await shownProduct(api, product.id)).toMatchObject({ reviewCount: 2, averageRating: 3.5 });

      const corrected = await update(kept, { rating: 3, content: '  Runs small; order a size up.  ' });
      expect(corrected.data.updateReview.review).toEqual({ databaseId: kept, status: 'APPROVE', content: 'Runs small; order a size up.' });
      expect(await shownProduct(api, product.id)).toMatchObject({ reviewCount: 2, averageRating: 4 });

      const deleted = await api.query(deleteReviewMutation, { input: { id: String(moved), forceDelete: true } }, manager);
      expect(deleted.data.deleteReview.affectedId).toBe(toGlobalId('comment', moved));
      expect(await queryRows(api.db, sql`select id from reviews where id = ${moved}`)).toEqual([]);
      expect(await shownProduct(api, product.id)).toMatchObject({ reviewCount: 1, averageRating: 3 });
      expect(refusalOf(await api.query(restoreReviewMutation, { input: { id: String(moved) } }, manager)).message).toBe('Invalid Product Review ID provided');
    });

    it('refuses a visitor and a customer the trash and restoring, and bad input from a manager, changing nothing', async () => {
      const api = use();
      const product = await makeProduct(api);
      const reviewId = await heldReview(api, product.id, 3, 'Fine.');
      const customer = await signedInAs(api, 'customer');
      for (const headers of [{}, customer]) {
        expect(refusalOf(await api.query(deleteReviewMutation, { input: { id: String(reviewId), forceDelete: true } }, headers)).message).toBe(
          'Sorry, you are not allowed to delete this comment.',
        );
        expect(refusalOf(await api.query(restoreReviewMutation, { input: { id: String(reviewId) } }, headers)).message).toBe(
          'Sorry, you are not allowed to restore this comment.',
        );
      }
      const manager = await signedInAs(api, 'shop_manager');
      const refusals = [
        [{ id: String(reviewId), rating: 6, status: 'APPROVE' }, 'Please choose a rating from 1 to 5 stars.'],
        [{ id: String(reviewId), rating: 3, content: '   ' }, 'Please write your review before sending it.'],
        [{ id: String(2_000_000_000), rating: 3, status: 'APPROVE' }, 'Invalid Product Review ID provided'],
        [{ id: 'nonsense', rating: 3 }, '"nonsense" is not a valid comment ID.'],
      ] as const;
      for (const [input, message] of refusals) expect(refusalOf(await api.query(updateReviewMutation, { input }, manager)).message).toBe(message);
      const unknownStatus = await api.query(updateReviewMutation, { input: { id: String(reviewId), rating: 3, status: 'PUBLISHED' } }, manager);
      expect(unknownStatus.errors?.[0]?.message).toContain('"PUBLISHED"');
      const [row] = await queryRows<{ status: string; rating: number; content: string }>(api.db, sql`select status, rating, content from reviews where id = ${reviewId}`);
      expect(row).toEqual({ status: 'hold', rating: 3, content: 'Fine.' });
    });
  },
  { writes: true, route: { reviewModeration: { holdForApproval: true } } },
);
