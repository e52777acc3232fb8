use ::synta_rt as rt;
/// ```asn1
///
///
/// MechType ::= OBJECT IDENTIFIER
/// ```
pub type MechType<'a> = rt::ObjectIdentifier<'a>;
/// ```asn1
/// InitialContextToken ::= [APPLICATION 0] IMPLICIT SEQUENCE {
///     thisMech           MechType,
///     innerContextToken  ANY DEFINED BY thisMech }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InitialContextToken<'a> {
    /// `thisMech`: [UNIVERSAL 6] -> GSSAPI-Framing.MechType
    pub this_mech: MechType<'a>,
    /// `innerContextToken`: ANY DEFINED BY thisMech
    pub inner_context_token: rt::RawDer<'a>,
}
impl<'a> rt::DerValue<'a> for InitialContextToken<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let this_mech = r
            .value::<MechType<'a>>(rt::Tag::OBJECT_IDENTIFIER)
            .map_err(|e| e.at("thisMech"))?;
        let inner_context_token = <rt::RawDer<'a> as rt::DerUntagged>::decode_untagged(r)
            .map_err(|e| e.at("innerContextToken"))?;
        Ok(Self {
            this_mech,
            inner_context_token,
        })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::OBJECT_IDENTIFIER, &self.this_mech)
            .map_err(|e| e.at("thisMech"))?;
        rt::DerUntagged::encode_untagged(&self.inner_context_token, w)
            .map_err(|e| e.at("innerContextToken"))?;
        Ok(())
    }
}
impl<'a> rt::Der<'a> for InitialContextToken<'a> {
    const NAME: &'static str = "InitialContextToken";
    fn decode_tlv(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        r.value::<Self>(rt::Tag::application(0).constructed())
    }
    fn encode_tlv<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::application(0).constructed(), self)
    }
    fn starts_with(tag: rt::Tag) -> bool {
        tag == rt::Tag::application(0).constructed()
    }
}
impl<'a> rt::Jer for InitialContextToken<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("thisMech");
        rt::Jer::write_jer(&self.this_mech, w).map_err(|e| e.at("thisMech"))?;
        w.member("innerContextToken");
        rt::Jer::write_jer(&self.inner_context_token, w)
            .map_err(|e| e.at("innerContextToken"))?;
        w.end_object();
        Ok(())
    }
}
