interface Props {
  /** A shipment, or one of its bookings. */
  of: { code: string | null; pickupCityName: string | null; dropOffCityName: string | null };
}

/** The heading of a shipment's or a booking's page: its code, then where it goes from and to. */
export function RouteTitle({ of }: Props) {
  return (
    <>
      {of.code} · {of.pickupCityName} → {of.dropOffCityName}
    </>
  );
}
