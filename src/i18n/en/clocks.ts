/** Texts of the clocks: what is due and late on the dashboard and the lists, and their config entries. */
export const clocksTexts = {
  app: {
    clocks: {
      title: 'Due and late',
      loading: 'Loading clocks',
      couldNotLoad: 'The clocks could not be loaded.',
      stripLabel: 'Due and late',
      showAll: 'Show all',
      emptyList: 'Nothing here is late: every case is within its limit.',
      names: {
        bidWindowClosing: 'Bid windows closing, no bids',
        verificationLate: 'Verifications waiting too long',
        podUnpaid: 'Delivered, remainder unpaid',
        tripStalled: 'Trips not moving',
      },
      limits: {
        bidWindowClosing: 'closing within %{smart_count} minute |||| closing within %{smart_count} minutes',
        verificationLate: 'waiting over %{smart_count} hour |||| waiting over %{smart_count} hours',
        podUnpaid: 'POD on file, unpaid over %{smart_count} day |||| POD on file, unpaid over %{smart_count} days',
        tripStalled: 'no movement for over %{smart_count} hour |||| no movement for over %{smart_count} hours',
      },
      count: { late: '%{smart_count} late', due: '%{smart_count} due soon' },
      nothing: { late: 'Nothing late', due: 'Nothing due' },
    },
    configuration: {
      help: {
        clockVerificationHours:
          'Hours a partner or a verification document may wait for review before the dashboard calls it late.',
        clockRemainderUnpaidDays:
          'Days after delivery, with the proof of delivery on file, before an unpaid remainder is late.',
        clockTripStalledHours:
          'Hours a dispatched or in-transit trip may go without a position or a change before it is late.',
      },
      textValue: { clockHours: 'Limit (hours)', clockDays: 'Limit (days)' },
    },
  },
};
