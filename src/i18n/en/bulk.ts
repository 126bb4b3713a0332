/** Texts of the bulk actions on the shipment, booking and user lists (see src/i18n/en/index.ts for the layout of keys). */
export const bulkTexts = {
  app: {
    bulk: {
      result: {
        title: '%{action}: the outcome',
        summary: '%{done} done, %{refused} refused',
        refusedList: 'Refused',
        retry: 'Retry the failed',
        close: 'Close',
      },
      shipments: {
        status: 'Next status',
        statusTitle:
          'Move %{smart_count} shipment to its next status |||| Move %{smart_count} shipments to their next status',
        statusDescription: 'Each moves one step along the status order; one with no next status is refused.',
        tag: 'Tag',
        tagTitle: 'Tag %{smart_count} shipment |||| Tag %{smart_count} shipments',
        taggingOrigin: 'Tagging origin',
        pool: 'Loadboard',
        poolTitle: 'Move %{smart_count} shipment to a loadboard |||| Move %{smart_count} shipments to a loadboard',
        poolType: 'Loadboard',
        pointOfContact: 'Point of contact',
        pointOfContactTitle:
          'Internal point of contact of %{smart_count} shipment |||| Internal point of contact of %{smart_count} shipments',
        staffMember: 'Member of staff',
        me: 'Me (%{name})',
        cancel: 'Cancel shipments',
        cancelTitle: 'Cancel %{smart_count} shipment |||| Cancel %{smart_count} shipments',
      },
      bookings: {
        status: 'Change status',
        statusTitle: 'Move %{smart_count} booking |||| Move %{smart_count} bookings',
        targetStatus: 'New status',
        cancel: 'Cancel bookings',
        cancelTitle: 'Cancel %{smart_count} booking |||| Cancel %{smart_count} bookings',
        assign: 'Assign driver',
        assignTitle: 'Assign a driver to %{smart_count} booking |||| Assign a driver to %{smart_count} bookings',
        otherPartners: "The drivers and vehicles offered are %{partner}'s: bookings of other partners will be refused.",
        reason: 'Reason for a reassignment',
        reasonHelp: 'Needed for the bookings that have a driver already',
      },
      users: {
        block: 'Block',
        blockTitle:
          'Block %{smart_count} user? They are signed out at once. |||| Block %{smart_count} users? They are signed out at once.',
        unblock: 'Unblock',
        unblockTitle: 'Unblock %{smart_count} user? |||| Unblock %{smart_count} users?',
        unblockDescription: 'They may sign in again.',
      },
    },
  },
};
