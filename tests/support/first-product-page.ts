/**
 * The product list's first page as the API is asked for it when the URL says nothing: popular first,
 * sold-out included, any shipping fee, 21 products (without its `selectionFrameDataId`). Written out
 * here, not taken from the widget's code (`productListInput`), so the tests of every layer check the
 * widget's request against it.
 */
export const FIRST_PRODUCT_PAGE = {
  isPick: false,
  inputText: '',
  isItemPriceWithShippingFee: false,
  viewSoldOut: true,
  isShippingFeeFree: false,
  sortType: 'POPULAR',
  limit: 21,
  page: 1,
};
