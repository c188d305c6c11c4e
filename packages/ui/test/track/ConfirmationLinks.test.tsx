import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { orderRequest, placedOrder } from '@tm/core/fixtures';
import { ConfirmationStep } from '../../src/pages/purchase/ConfirmationStep';

afterEach(cleanup);

describe('purchase step 3', () => {
  it("links to the order's tracking page and to My orders", () => {
    const order = placedOrder(orderRequest(), '12345678');
    const router = createMemoryRouter([
      { path: '/', element: <ConfirmationStep order={order} repricing={[]} /> },
    ]);
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('link', { name: 'Track an order' }).getAttribute('href')).toBe(
      '/track?order=12345678',
    );
    expect(screen.getByRole('link', { name: 'My orders' }).getAttribute('href')).toBe('/myOrders');
  });
});
