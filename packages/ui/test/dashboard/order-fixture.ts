import type { Order } from '@tm/core';

const rows = {
  SecondRowShow: 'none',
  ThirdRowShow: 'none',
  FourthRowShow: 'none',
  SecondRow: 'Amount',
  FourthRow: 'Fx Amount',
  RateFirst: '',
  RateSecond: '',
  RateThird: '',
  RateFourth: '',
  CurrencyNameFirst: '',
  CurrencyNameSecond: '',
  CurrencyNameThird: '',
  CurrencyNameFourth: '',
  FromFirst: '',
  FromSecond: '',
  FromThird: '',
  FromFourth: '',
  ToFirst: '',
  ToSecond: '',
  ToThird: '',
  ToFourth: '',
  firstMessege: '',
  secondTitle: '',
  secondMessege: '',
} as const;

/** A staff-list order as the API answers it: Pending Click & Collect, placed March 3rd 2024. */
export function order(id: string, name: string): Order {
  return {
    ...rows,
    _id: `oid-${id}`,
    Order_Id: id,
    Name: name,
    Email: 'c@e.test',
    Phone_Number: '07700 900123',
    Address: '1 High St',
    CheckingPoint: 'Dagenham',
    Orders: [],
    status: 'buy',
    Status: 'Pending',
    title: 'Click & Collect',
    time: '2024-03-03T10:00:00.000Z',
  };
}
